import DeepLink
import Observation

extension AppModel {
  /// A link that arrives mid-take waits: opening a cue would drop the take, and a sign-in link
  /// could switch accounts under it (its upload would go to the new account). The newest link
  /// wins; it is delivered once the take is uploaded or thrown away, and forgotten on sign-out.
  func holdUntilTakeIsDecided(_ route: DeepLinkRoute) {
    linkAfterTake = route
    linkOutcome = .waitingForTake
    guard linkAfterTakeDelivery == nil else { return }
    linkAfterTakeDelivery = Task { [weak self] in
      await self?.untilNoTakeIsUndecided()
      guard let self else { return }
      linkAfterTakeDelivery = nil
      guard let route = linkAfterTake else { return }
      linkAfterTake = nil
      await deliver(route)
    }
  }

  /// Returns once no round on screen has a take being recorded or under review (a new round, no
  /// round, or the take uploaded or discarded).
  private func untilNoTakeIsUndecided() async {
    while let round = practice, round.hasUndecidedTake {
      // `onChange` runs before the change is applied; the loop reads the new state after.
      await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
        withObservationTracking {
          _ = self.practice
          _ = round.model.phase
        } onChange: {
          changed.resume()
        }
      }
    }
  }
}
