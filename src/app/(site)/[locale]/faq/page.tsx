import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/faq')
export const generateMetadata = route.generateMetadata
export default route.page
