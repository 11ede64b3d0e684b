import type { Wiring } from '../wiring.ts';
import { ChangeRequestStatus } from './change-request-status.ts';
import { CloseRequest } from './close-request.ts';
import { CommentOnRequest } from './comment-on-request.ts';
import { GetMaintenanceSummary } from './get-maintenance-summary.ts';
import { GetRequest } from './get-request.ts';
import { GetRequestPhoto } from './get-request-photo.ts';
import { ListMaintenanceBoard } from './list-maintenance-board.ts';
import { ListMyRequests } from './list-my-requests.ts';
import { ReopenRequest } from './reopen-request.ts';
import { ReportProblem } from './report-problem.ts';
import { AssignRequest, GetMyJob, ListMyJobs } from './staff-jobs.ts';

/** The maintenance area's use cases, wired from the ports and the shared helpers. */
export function maintenanceUseCases(w: Wiring) {
  const { r, s, audit, notifier, getBuilding } = w;
  const { users, agreements, maintenance, uow, staffRoster } = r;
  const { clock, ids, calendar } = s;
  return {
    reportProblem: new ReportProblem(
      agreements,
      users,
      maintenance,
      s.photoProcessor,
      getBuilding,
      uow,
      ids,
      clock,
      calendar,
      notifier,
    ),
    listMyRequests: new ListMyRequests(maintenance, clock),
    getRequest: new GetRequest(maintenance, clock),
    getRequestPhoto: new GetRequestPhoto(maintenance),
    listMaintenanceBoard: new ListMaintenanceBoard(maintenance, clock),
    changeRequestStatus: new ChangeRequestStatus(maintenance, uow, clock, audit, notifier),
    commentOnRequest: new CommentOnRequest(maintenance, uow, clock, audit, notifier),
    reopenRequest: new ReopenRequest(maintenance, uow, clock),
    closeRequest: new CloseRequest(maintenance, uow, clock),
    getMaintenanceSummary: new GetMaintenanceSummary(maintenance, calendar),
    assignRequest: new AssignRequest(maintenance, staffRoster, uow, clock, audit, notifier),
    listMyJobs: new ListMyJobs(maintenance, clock),
    getMyJob: new GetMyJob(maintenance, clock),
  };
}
