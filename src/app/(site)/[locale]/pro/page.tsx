import { landingRoute } from '@/components/blocks/LandingScreen'

/**
 * The professionals' landing, where "I am a professional", the menu's "Professionals" and "Create my pro
 * account" lead: its published landing's hero and paragraphs, else the screen's title and introduction.
 */
const route = landingRoute('pro', '/pro')
export const generateMetadata = route.generateMetadata
export default route.page
