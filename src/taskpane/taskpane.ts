/**
 * Task pane entry point: shows whether Office/Excel is ready and lists the requests the ribbon sends
 * (src/commands/dispatch.ts). Setup, the problems list and the pairing log come with later issues.
 */
import { subscribeToCommands, type CommandRequest } from '../commands/dispatch';
import { describeRequest, LOADING_STATUS, statusWhenReady, statusWithoutOffice, type PaneStatus } from './status';

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`taskpane.html has no element #${id}`);
  return found;
}

function showStatus(status: PaneStatus): void {
  const area = element('status');
  area.textContent = status.message;
  area.setAttribute('data-state', status.state);
}

function showRequest(request: CommandRequest): void {
  const item = document.createElement('li');
  item.textContent = describeRequest(request);
  element('requests').appendChild(item);
  element('requests-empty').hidden = true;
}

function start(): void {
  showStatus(LOADING_STATUS);
  subscribeToCommands(showRequest);
  if (typeof Office === 'undefined') {
    showStatus(statusWithoutOffice());
    return;
  }
  void Office.onReady((info) => {
    // office.js's enums are strings at run time ("Excel", "PC") although the typings declare them numeric
    const ready = {
      host: info.host == null ? null : String(info.host),
      platform: info.platform == null ? null : String(info.platform),
    };
    showStatus(statusWhenReady(ready, (set, version) => Office.context.requirements.isSetSupported(set, version)));
  });
}

start();
