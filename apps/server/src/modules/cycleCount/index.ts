/** Cycle counts of the warehouse. */
export { type CycleCountService, createCycleCountService } from './cycleCount.service';
