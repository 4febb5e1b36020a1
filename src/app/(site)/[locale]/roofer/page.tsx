import { landingRoute } from '@/components/blocks/LandingScreen'

/** The roofer landing: its published landing's hero and paragraphs, else the screen's title and introduction. */
const route = landingRoute('roofer', '/roofer')
export const generateMetadata = route.generateMetadata
export default route.page
