import ChatterboxAPI
import ChatterboxAPILive
import PracticeFeatureLive
import Upload

extension AppDependencies {
  /// Takes' evaluations on this server, over the signed-in client (a long-poll per call).
  package var evaluations: any EvaluationRepository { LiveEvaluationRepository(client: client) }

  /// The one uploader between a practice round and `queue`, a queue already started (`practice`
  /// starts it first, to resume what a killed run left); the app's starts on first use instead.
  package func practiceUploader(over queue: UploadQueue) -> LivePracticeUploader { LivePracticeUploader(queue: queue) }
}
