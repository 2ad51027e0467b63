export { WhySheet, type WhySheetProps } from './WhySheet';
