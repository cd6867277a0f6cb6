export { Card, CollapsibleCard, headingLevels, heroTones } from './Card.tsx';
export type { CardProps, CollapsibleCardProps, HeadingLevel, HeroTone } from './Card.tsx';
