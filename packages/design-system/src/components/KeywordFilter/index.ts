export { KeywordFilter, type KeywordFilterProps } from './KeywordFilter';
