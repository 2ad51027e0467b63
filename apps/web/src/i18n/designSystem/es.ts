// The design system's Spanish words, in the Spanish chunk only (ADR 0143).
export { spanishMessages as default } from '@flick/design-system';
