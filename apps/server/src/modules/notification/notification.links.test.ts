import { parseScope } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { openableLink, projectOfLink } from './notification.links';

const holding = (...claims: string[]) => parseScope(claims.join(' '));
const project = { id: 12, number: 'P-26112', seen: true };
const elsewhere = { ...project, seen: false };

describe('the screen a notification opens for its reader', () => {
  it('keeps the link for a reader who may open it', () => {
    expect(openableLink(holding('Project:View'), '/projects/12', project)).toBe('/projects/12');
    expect(openableLink(holding('PO:View'), '/purchase-orders/7', project)).toBe('/purchase-orders/7');
    expect(openableLink(holding('Admin'), '/users/3', null)).toBe('/users/3');
    expect(openableLink(holding('PO:View'), '/notifications', null)).toBe('/notifications');
    expect(openableLink(holding(), '', null)).toBe('');
  });

  it("sends a reader without the screen's permission to the project, or its records in a list they may open", () => {
    expect(openableLink(holding('Project:View'), '/purchase-orders/7', project)).toBe('/projects/12');
    expect(openableLink(holding('RA:View', 'RA:Update'), '/projects/12', project)).toBe(
      '/receiving-alerts?f.projectNumber=P-26112',
    );
    expect(openableLink(holding('Shipment:View', 'RA:View'), '/projects/12', project)).toBe(
      '/shipments?f.projectNumber=P-26112',
    );
    expect(openableLink(holding('RA:View'), '/projects/12', { ...project, number: 'A&B 1' })).toBe(
      '/receiving-alerts?f.projectNumber=A%26B%201',
    );
  });

  it('sends a reader off the project, or with no screen of it, to their notifications, or nowhere when that is closed too', () => {
    expect(openableLink(holding('Project:View', 'PO:View'), '/purchase-orders/7', elsewhere)).toBe('/notifications');
    expect(openableLink(holding('Project:View'), '/purchase-orders/7', elsewhere)).toBe('');
    expect(openableLink(holding('Inventory:View'), '/projects/12', project)).toBe('');
    expect(openableLink(holding('Project:View'), '/users/3', null)).toBe('/projects');
    expect(openableLink(holding('Inventory:View'), '/users/3', null)).toBe('');
    // docs/requirements.md gives the notifications screen PO:View: it is no way out for a reader without it.
    expect(openableLink(holding('RA:View'), '/notifications', null)).toBe('/receiving-alerts');
  });

  it('names the lists a reader without Project:View may open for a link to every project', () => {
    expect(openableLink(holding('RA:View'), '/projects', null)).toBe('/receiving-alerts');
  });

  it("reads the project of a hub's link", () => {
    expect(projectOfLink('/projects/12')).toBe(12);
    expect(projectOfLink('/projects/12/receiving-alerts')).toBe(12);
    expect(projectOfLink('/projects')).toBeNull();
    expect(projectOfLink('/purchase-orders/12')).toBeNull();
  });
});
