import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/facade')
export const generateMetadata = route.generateMetadata
export default route.page
