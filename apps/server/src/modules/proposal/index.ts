export { proposalRoutes } from './proposal.routes';
export { createProposalService, type ProposalService } from './proposal.service';
/** Read by the projects module: the proposal a project came from. */
export { proposals } from './proposal.table';
