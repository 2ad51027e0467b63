export { FieldNote, type FieldNoteProps } from './FieldNote';
