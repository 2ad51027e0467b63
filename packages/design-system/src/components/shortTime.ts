// Its own module, as pluralCount: only the screens that show times load it. The rule lives in
// the formats module (English `now`, `5m`, `3h`, `2d`, then the date; Intl in other locales).
export { shortTime } from '../i18n/time';
