// Launch progress in the log (launch_timeline.h).
#include "launch_timeline.h"

#include "log.h"

namespace amp_clang::detail {
namespace {

void CL_CALLBACK report(cl_event, cl_int status, void *data) {
  std::string *what = static_cast<std::string *>(data);
  log(log_level::debug, "{} {}", *what, status == CL_RUNNING ? "running" : status == CL_COMPLETE ? "complete" : "failed");
  delete what;
}

} // namespace

bool launches_timed() { return log_times() && log_threshold() >= static_cast<int>(log_level::debug); }

void log_progress(cl_event e, const std::string &what) {
  // Each callback owns its copy: the driver calls them in any order.
  for (cl_int status : {CL_RUNNING, CL_COMPLETE}) {
    auto *copy = new std::string(what);
    // A driver that reports only completion (older NVIDIA) refuses CL_RUNNING.
    if (clSetEventCallback(e, status, report, copy) != CL_SUCCESS) delete copy;
  }
}

} // namespace amp_clang::detail
