export { CaptionField, type CaptionFieldProps, type CaptionFieldSuggestion } from './CaptionField';
