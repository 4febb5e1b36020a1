import { directoryRoute } from '@/components/directory/DirectoryScreen'

const route = directoryRoute('/find-plaquiste', 'PROFESSIONAL_PLASTERBOARDER_PROFILE')
export const generateMetadata = route.generateMetadata
export default route.page
