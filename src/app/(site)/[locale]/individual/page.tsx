import { landingRoute } from '@/components/blocks/LandingScreen'

/** The individual landing: its published landing's hero and paragraphs, else the screen's title and introduction. */
const route = landingRoute('individual', '/individual')
export const generateMetadata = route.generateMetadata
export default route.page
