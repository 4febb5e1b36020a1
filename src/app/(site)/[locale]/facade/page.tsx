import { landingRoute } from '@/components/blocks/LandingScreen'

/** The facade landing: its published landing's hero and paragraphs, else the screen's title and introduction. */
const route = landingRoute('facade', '/facade')
export const generateMetadata = route.generateMetadata
export default route.page
