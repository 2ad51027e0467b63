export { SHEET_SWIPE_CLOSE_PX, Sheet, type SheetProps } from './Sheet';
