import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/individual')
export const generateMetadata = route.generateMetadata
export default route.page
