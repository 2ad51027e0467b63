// The design system's Arabic words, in the Arabic chunk only (ADR 0143).
export { arabicMessages as default } from '@flick/design-system';
