// Orders: one order's documents, mapper and the order summary screen (loaded with the shop runtime).
export { OrderSummaryScreen } from './OrderSummaryScreen'
