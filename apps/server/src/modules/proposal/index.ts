export { proposalRoutes } from './proposal.routes';
export { createProposalService, type ProposalService } from './proposal.service';
