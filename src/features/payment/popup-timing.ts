/** SPEC §9: the popup shows 50 ms after it is mounted and takes 300 ms to close. */
export const SHOW_DELAY_MS = 50
export const CLOSE_ANIMATION_MS = 300
/** A touch that ends within 125 ms of starting on the backdrop counts as a tap that closes the popup. */
export const TOUCH_CLOSE_WINDOW_MS = 125

/** Whether a touch on the backdrop (start and end times in ms) is a closing tap. */
export const isClosingTap = (touchStart: number, touchEnd: number) =>
  touchEnd >= touchStart && touchEnd - touchStart <= TOUCH_CLOSE_WINDOW_MS
