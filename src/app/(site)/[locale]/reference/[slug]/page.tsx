import { contentRoute } from '@/components/content/ContentPage'

const route = contentRoute('references')
export const generateMetadata = route.generateMetadata
export default route.page
export const generateStaticParams = () => []
