export {
  THEME_CHOICES,
  type ThemePreference,
  ThemeSwitch,
  type ThemeSwitchProps,
} from './ThemeSwitch';
