import { directoryRoute } from '@/components/directory/DirectoryScreen'

const route = directoryRoute('/find-facade', 'PROFESSIONAL_FACADIER_PROFILE')
export const generateMetadata = route.generateMetadata
export default route.page
