import { screenRoute } from '@/components/content/screen'

const route = screenRoute('/dashboard')
export const generateMetadata = route.generateMetadata
export default route.page
