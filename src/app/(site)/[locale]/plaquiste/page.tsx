import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/plaquiste')
export const generateMetadata = route.generateMetadata
export default route.page
