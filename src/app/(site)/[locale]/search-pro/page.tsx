import { directoryRoute } from '@/components/directory/DirectoryScreen'

const route = directoryRoute('/search-pro')
export const generateMetadata = route.generateMetadata
export default route.page
