export {
  LandingHero,
  type LandingHeroProps,
  type LandingHeroProvider,
  type LandingHeroVideo,
} from './LandingHero';
