import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/contact')
export const generateMetadata = route.generateMetadata
export default route.page
