import Foundation

extension UploadQueue {
  /// Ends a job whose file names something the queue may not touch (``UploadContainmentError``):
  /// it leaves the list and its job file is moved aside as `<id>.json.corrupt`, like a job file
  /// that does not decode. The named file is left exactly as it is.
  func quarantine(_ job: UploadJob, _ error: UploadContainmentError) {
    records[job.id] = nil
    backoff[job.id] = nil
    store.moveAside(store.jobURL(job.id), reason: error)
    publish()
  }
}
