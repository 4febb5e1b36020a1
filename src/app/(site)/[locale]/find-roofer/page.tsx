import { directoryRoute } from '@/components/directory/DirectoryScreen'

const route = directoryRoute('/find-roofer', 'PROFESSIONAL_PLAFONNEUR_PROFILE')
export const generateMetadata = route.generateMetadata
export default route.page
