extension SwiftEmitter {
  static func typography(_ styles: [TokenCatalog.Typography]) -> GeneratedFile {
    let members = styles.map { style in
      SwiftSource.docComment(
        style.description, example: "TypographyToken.\(style.name).size // \(SwiftSource.literal(style.size))")
        + "  public static let \(style.name) = TypographyToken(\n"
        + "    name: \"\(style.name)\", size: \(SwiftSource.literal(style.size)), weight: .\(style.weight),\n"
        + "    lineHeight: \(SwiftSource.literal(style.lineHeight)), textStyle: .\(style.textStyle))\n"
    }
    let order = styles.sorted { ($1.size, $0.name) < ($0.size, $1.name) }  // largest first
    return file(
      "TypographyTokens.swift", group: "typography", type: "TypographyToken", members: members,
      all: order.map { ".\($0.name)" }, allDoc: "The type scale, largest first.",
      allExample: "TypographyToken.all.first?.name // \"\(order.first?.name ?? "")\"")
  }

  static func spacing(_ steps: [TokenCatalog.Dimension]) -> GeneratedFile {
    dimensions(steps, fileName: "SpacingTokens.swift", group: "spacing", type: "Spacing", noun: "spacing steps")
  }

  static func radius(_ radii: [TokenCatalog.Dimension]) -> GeneratedFile {
    dimensions(radii, fileName: "RadiusTokens.swift", group: "radius", type: "Radius", noun: "corner radii")
  }

  private static func dimensions(
    _ values: [TokenCatalog.Dimension], fileName: String, group: String, type: String, noun: String
  ) -> GeneratedFile {
    let members = values.map { value in
      let points = SwiftSource.literal(value.points)
      return SwiftSource.docComment(value.description, example: "\(type).\(value.name).points // \(points)")
        + "  public static let \(value.name) = \(type)(name: \"\(value.name)\", points: \(points))\n"
    }
    let order = values.sorted { ($0.points, $0.name) < ($1.points, $1.name) }
    return file(
      fileName, group: group, type: type, members: members, all: order.map { ".\($0.name)" },
      allDoc: "All \(noun), smallest first.", allExample: "\(type).all.map(\\.points)")
  }

  static func elevation(_ shadows: [TokenCatalog.Shadow]) -> GeneratedFile {
    let members = shadows.map { shadow in
      SwiftSource.docComment(
        shadow.description, example: "Elevation.\(shadow.name).radius // \(SwiftSource.literal(shadow.radius))")
        + "  public static let \(shadow.name) = Elevation(\n"
        + "    name: \"\(shadow.name)\", radius: \(SwiftSource.literal(shadow.radius)), "
        + "y: \(SwiftSource.literal(shadow.y)), opacity: \(SwiftSource.literal(shadow.opacity)))\n"
    }
    let order = shadows.sorted { ($0.radius, $0.y, $0.name) < ($1.radius, $1.y, $1.name) }
    return file(
      "ElevationTokens.swift", group: "elevation", type: "Elevation", members: members,
      all: order.map { ".\($0.name)" }, allDoc: "All elevations, lowest first.",
      allExample: "Elevation.all.map(\\.name)")
  }

  static func motion(_ motions: [TokenCatalog.Motion]) -> GeneratedFile {
    let members = motions.map { motion in
      SwiftSource.docComment(
        motion.description,
        example: "Motion.\(motion.name).duration(reduceMotion: true) // .milliseconds(\(motion.reduceMotion))")
        + "  public static let \(motion.name) = Motion(\n"
        + "    name: \"\(motion.name)\", milliseconds: \(motion.standard), reduceMotionMilliseconds: \(motion.reduceMotion))\n"
    }
    let order = motions.sorted { ($0.standard, $0.name) < ($1.standard, $1.name) }
    return file(
      "MotionTokens.swift", group: "motion", type: "Motion", members: members, all: order.map { ".\($0.name)" },
      allDoc: "All motion tokens, shortest first.", allExample: "Motion.all.map(\\.milliseconds)")
  }
}
