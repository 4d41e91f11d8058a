/** The least width and height of a control a finger presses (WCAG 2.5.5's 44 CSS px). */
export const TOUCH_TARGET_PX = 44;
