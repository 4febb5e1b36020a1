import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/search-pro')
export const generateMetadata = route.generateMetadata
export default route.page
