/** Cycle counts of the warehouse. */
export { type CycleCountService, createCycleCountService } from './cycleCount.service';
/** Tables others may join to (read only: this module writes them). */
export { cycleCountLines, cycleCounts } from './cycleCount.table';
