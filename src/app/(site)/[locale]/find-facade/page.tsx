import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/find-facade')
export const generateMetadata = route.generateMetadata
export default route.page
