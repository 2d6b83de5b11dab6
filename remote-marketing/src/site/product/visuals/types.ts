import type { ComponentType } from 'react';
import type { CardIcon } from '../../page/PageSection';
import type { DiagramSpec } from '../diagram/Diagram';

/**
 * What makes a product page its own (docs/site/visuals.md): the icons of its capability cards, in
 * their order, the banner's picture and the diagram. Each product page imports only its own, so
 * they are in that page's chunk alone.
 */
export interface ProductVisuals {
  icons: readonly CardIcon[];
  diagram: DiagramSpec;
  /** decorative: drawn inside an `aria-hidden` frame */
  Art: ComponentType;
}
