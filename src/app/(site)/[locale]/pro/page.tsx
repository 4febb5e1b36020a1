import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/pro')
export const generateMetadata = route.generateMetadata
export default route.page
