export { actedBeforeLive, EARLY_ACTION_SCRIPT } from './early-action-script'
export { useEarlyAction } from './useEarlyAction'
