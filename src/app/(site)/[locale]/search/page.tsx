import { generateMetadata, SearchPage } from '@/components/search/SearchScreen'

export { generateMetadata }
export default SearchPage
