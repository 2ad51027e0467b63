export { LandingHero, type LandingHeroProps, type LandingHeroProvider } from './LandingHero';
