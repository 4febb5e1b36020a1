import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/quotation')
export const generateMetadata = route.generateMetadata
export default route.page
