import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/roofer')
export const generateMetadata = route.generateMetadata
export default route.page
