import { landingRoute } from '@/components/blocks/LandingScreen'

/** The plaquiste landing: its published landing's hero and paragraphs, else the screen's title and introduction. */
const route = landingRoute('plaquiste', '/plaquiste')
export const generateMetadata = route.generateMetadata
export default route.page
