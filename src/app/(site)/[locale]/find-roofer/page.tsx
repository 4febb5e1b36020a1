import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/find-roofer')
export const generateMetadata = route.generateMetadata
export default route.page
