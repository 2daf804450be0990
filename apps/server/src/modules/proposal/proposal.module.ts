import { defineModule } from '../../platform/module';
import { proposalRoutes } from './proposal.routes';
import { seedProposals } from './proposal.seed';
import { createProposalService, type ProposalService } from './proposal.service';

declare module '../../platform/module' {
  interface ModuleServices {
    proposal: { proposals: ProposalService };
  }
}

/** Proposals; converting one creates its project and the project's rates in the proposal's transaction. */
export const proposalModule = defineModule({
  name: 'proposal',
  dependsOn: ['project'],
  // The project screen links back to the proposal it came from; projects cannot ask this module
  // (it depends on them), so it answers in its declaration.
  answers: { proposalOfProject: ({ proposals }) => proposals.ofProject },
  create: ({ db }, { project }) => ({
    proposals: createProposalService({
      db,
      createProject: (actor, input, tx) => project.projects.create(actor, input, tx),
      addStandardRates: (actor, input, tx) => project.rates.add(actor, { kind: 'standard', ...input }, tx),
    }),
  }),
  routes: (router, { proposals }) => proposalRoutes(router, proposals),
  history: {
    entity: 'proposal',
    access: 'Proposal:View',
    canView: async ({ proposals }, actor, id) => Boolean(await proposals.get(actor, id).catch(() => null)),
  },
  seed: seedProposals,
  seedAfter: ['client', 'project'],
});
